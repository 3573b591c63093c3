# collect --stats takes csv or json
cmd: warpscope collect --stats text $TMP
status: 2
--- stdout
--- stderr
warpscope: --stats text: expected csv or json
usage: warpscope collect [--stats csv|json] DIR
Try 'warpscope collect --help' for more.
