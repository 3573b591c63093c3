# compare --from: a table that does not exist is named, exit 2
cmd: cd $TMP && warpscope compare --from none.csv
status: 2
--- stdout
--- stderr
warpscope: --from none.csv: cannot read: No such file or directory
