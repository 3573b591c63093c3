# warpscope diff -p gto,lrr nonexistent.wst
cmd: warpscope diff -p gto,lrr nonexistent.wst
status: 2
--- stdout
--- stderr
warpscope: nonexistent.wst: cannot open: No such file or directory
