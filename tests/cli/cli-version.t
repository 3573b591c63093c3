# --version prints the version
cmd: warpscope --version
--- stdout-has
warpscope 0.
--- stderr
