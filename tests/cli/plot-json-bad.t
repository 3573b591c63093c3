# plot on JSON: a value that is an object, and a string missing its closing quote (the next key's quote ends it), name their lines
cmd: cd $TMP && printf '[\n  {"trace": "a", "column": "lrr", "ipc": 1},\n  {"trace": "a", "column": "gto", "ipc": {"v": 2}}\n]\n' > a.json && printf '[\n  {"trace": "a",\n   "column": "lrr, "ipc": 1}\n]\n' > b.json && warpscope plot a.json; echo "exit $?"; warpscope plot b.json
status: 2
--- stdout
exit 2
--- stderr
warpscope: a.json:3: expected a string or a number (a table's objects hold no objects or arrays), got '{'
warpscope: b.json:3: expected ',' or '}' after a value, got 'i'
