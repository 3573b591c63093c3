# warpscope diff -p gto -b l1d.sizee=3 demo:vecadd
cmd: warpscope diff -p gto -b l1d.sizee=3 demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: -b l1d.sizee=3: unknown key 'l1d.sizee' (did you mean 'l1d.size'?)
