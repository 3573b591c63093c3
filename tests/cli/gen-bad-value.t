# out-of-range and non-numeric values exit 2 naming the parameter
cmd: warpscope gen vecadd n=0 -o $TMP/x.wst; echo "rc=$?"; warpscope gen matmul k=40 -o $TMP/x.wst; echo "rc=$?"; warpscope gen bfs scale=lots -o $TMP/x.wst
status: 2
--- stdout
rc=2
rc=2
--- stderr
warpscope: demo:vecadd: n=0: must be in 1..1073741824
warpscope: demo:matmul: k=40 must be a multiple of 16
warpscope: demo:bfs: scale=lots: expected an integer
