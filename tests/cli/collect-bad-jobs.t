# a jobs.tsv whose row does not have the header's fields: file, line, what was expected
cmd: cd $TMP && mkdir d && printf 'job\tconfig\tpolicy\ttrace\tcommand\n0\ttiny\tgto\tdemo:vecadd\n' > d/jobs.tsv && warpscope collect d
status: 2
--- stdout
--- stderr
warpscope: d/jobs.tsv:2: 4 tab-separated fields, expected 5 as in the header
