# -c naming nothing
cmd: warpscope config -c /nonexistent/x.cfg
status: 2
--- stdout
--- stderr
warpscope: /nonexistent/x.cfg: cannot open config: No such file or directory
