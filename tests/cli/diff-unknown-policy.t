# warpscope diff -p gto,nope demo:vecadd
cmd: warpscope diff -p gto,nope demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: -p: unknown policy 'nope' (`warpscope policies`)
