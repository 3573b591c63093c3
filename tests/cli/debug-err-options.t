# bad command-line options of debug
cmd: warpscope debug --frob; echo "status $?"; warpscope debug -ex; echo "status $?"; warpscope debug a.wst b.wst; echo "status $?"; warpscope debug --batch /nonexistent/trace.wst; echo "status $?"
--- stdout
status 2
status 2
status 2
status 2
--- stderr
warpscope: unknown option '--frob'
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: option '-ex' needs a value
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: more than one TRACE ('a.wst' and 'b.wst')
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: /nonexistent/trace.wst: cannot open: No such file or directory
