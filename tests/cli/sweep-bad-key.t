# a misspelt swept key is refused before any job is written, naming -s and a suggestion
cmd: cd $TMP && warpscope sweep -d d -p gto,lrr -s l1d.sizee=16K,32K demo:vecadd; echo "exit $?"; ls d 2>&1 | sed 's/^.*: //'
--- stdout
exit 2
No such file or directory
--- stderr
warpscope: -s l1d.sizee=16K: unknown key 'l1d.sizee' (did you mean 'l1d.size'?)
