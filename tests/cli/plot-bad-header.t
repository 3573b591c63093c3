# plot: a table that is neither compare's CSV nor a run --timeline says which headers it expects
cmd: cd $TMP && printf 'kernel,cta,sm,start,end\n1,0,0,0,10\n' > t.csv && warpscope plot t.csv
status: 2
--- stdout
--- stderr
warpscope: t.csv:1: expected the header of a compare --csv table (trace,column,...) or of a run --timeline table (cycle,cycles,...)
