# a misspelt key gets a suggestion
cmd: warpscope config -o l1d.sizee=32K
status: 2
--- stdout
--- stderr
warpscope: -o l1d.sizee=32K: unknown key 'l1d.sizee' (did you mean 'l1d.size'?)
