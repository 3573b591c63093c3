# debug --diff's command line: the policies once, -a/-b only with --diff, one policy
# needs -a/-b, a TRACE, no --session, unknown policy and bad -a key; tui --diff needs
# a terminal (tests/tui/diff.sh drives it in one) and refuses --session too
cmd: for a in '--diff -c tiny demo:vecadd' '--diff gto -c tiny demo:vecadd' '--diff gto,lrr -p gto demo:vecadd' '-a l1d.size=32K demo:vecadd' '--diff gto,lrr' '--diff gto,lrr --session s.wss' '--diff gto,nosuch demo:vecadd' '--diff gto -a l1d.nosuch=1 demo:vecadd' '--diff gto,lrr, demo:vecadd'; do warpscope debug --batch $a -ex quit; echo "status $?"; done; warpscope tui --diff gto,lrr demo:vecadd < /dev/null; echo "status $?"; warpscope tui --diff gto,lrr --session s.wss; echo "status $?"
--- stdout
status 2
status 2
status 2
status 2
status 2
status 2
status 2
status 2
status 2
status 2
status 2
--- stderr
warpscope: --diff: expected --diff A,B (two policies) or --diff POLICY with -a/-b KEY=VAL
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: --diff gto: one policy compares two configs: give -a KEY=VAL and/or -b KEY=VAL (or two policies: --diff A,B)
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: --diff gto,lrr and -p gto: give the policies once
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: -a and -b override a side of --diff: give --diff A,B (or --diff with -p POLICY)
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: --diff: missing TRACE
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: --diff and --session exclude each other (the session file says which sides it holds)
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: -p: unknown policy 'nosuch' (`warpscope policies`)
warpscope: -a l1d.nosuch=1: unknown key 'l1d.nosuch' (`warpscope config` lists every key)
warpscope: --diff gto,lrr,: expected two policies A,B
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
warpscope: the TUI needs a terminal on stdin and stdout (use 'warpscope debug' for line or batch mode)
warpscope: --diff and --session exclude each other (the session file says which sides it holds)
usage: warpscope debug [-c CFG] [-p POLICY] [-o KEY=VAL]... [--diff [A,B] [-a KEY=VAL]... [-b KEY=VAL]...] [-x FILE] [-ex CMD]... [--batch] [--nx] [TRACE | --session FILE]
Try 'warpscope debug --help' for more.
