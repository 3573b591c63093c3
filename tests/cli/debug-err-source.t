# a missing script, and an error inside a script names its line in batch mode
cmd: cd $TMP && printf 'echo one\\n\nbogus\necho two\\n\n' > s.ws && warpscope debug --batch -x nothere.ws demo:vecadd; echo "status $?"; warpscope debug --batch -x s.ws demo:vecadd; echo "status $?"
--- stdout
status 2
one
status 2
--- stderr
nothere.ws: No such file or directory.
Undefined command: "bogus".  Try "help".
s.ws:2: command failed: bogus
