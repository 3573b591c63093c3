# a bool that is not one
cmd: warpscope config -o l1d.perfect=maybe
status: 2
--- stdout
--- stderr
warpscope: -o l1d.perfect=maybe: l1d.perfect = 'maybe': expected true or false
