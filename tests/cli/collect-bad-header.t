# a file that is not a sweep's jobs.tsv
cmd: cd $TMP && mkdir d && printf 'a,b,c\n1,2,3\n' > d/jobs.tsv && warpscope collect d
status: 2
--- stdout
--- stderr
warpscope: d/jobs.tsv:1: expected the header 'job config policy trace [KEY...] command' (tab-separated), as warpscope sweep writes it
