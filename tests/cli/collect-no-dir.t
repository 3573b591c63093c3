# collect of a directory no sweep wrote
cmd: cd $TMP && warpscope collect nowhere
status: 2
--- stdout
--- stderr
warpscope: nowhere/jobs.tsv: cannot open: No such file or directory
