# a job's stats.json with a value that is not a number: file, line, key and value
cmd: cd $TMP && warpscope sweep -d d -c tiny -p gto demo:vecadd:n=1024 2>/dev/null && sed -i 's/"ipc": [0-9.]*/"ipc": fast/' d/job-0/stats.json && warpscope collect d
status: 2
--- stdout
--- stderr
warpscope: d/job-0/stats.json:6: "ipc" is 'fast', expected a number
