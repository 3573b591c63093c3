# one default (issue 22): without -c, every key has the gtx480 preset's value (the
# preset only states the peer's values with their sources); no output from diff
cmd: diff <(warpscope config | grep -v '^#') <(warpscope config -c gtx480 | grep -v '^#') && echo same
--- stdout
same
--- stderr
