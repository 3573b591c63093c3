# A header line without the leading '-'.
cmd: cd "$TMP" && printf -- '-kernel name = k\ngrid dim = (1,1,1)\n#traces\n' > k.traceg && warpscope trace info k.traceg
status: 2
--- stdout
--- stderr
warpscope: k.traceg:2: expected a '-key = value' header line, got 'grid dim = (1,1,1)'
