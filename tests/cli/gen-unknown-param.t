# an unknown parameter exits 2 and lists the kernel's parameters
cmd: warpscope gen spmv rowz=3 -o $TMP/x.wst; rc=$?; test ! -e $TMP/x.wst && exit $rc
status: 2
--- stdout
--- stderr
warpscope: demo:spmv: unknown parameter 'rowz' (parameters: scale seed rows nnz band)
