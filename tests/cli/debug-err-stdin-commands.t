# commands read from a non-terminal stdin follow the rules of a sourced file: a
# 'commands' block left open is an error, a failing line is named by its number
cmd: printf 'break issue\ncommands\necho x\n' | warpscope debug --batch -c tiny demo:vecadd; echo "status $?"; printf 'echo a\\n\nbogus\n' | warpscope debug --batch -c tiny demo:vecadd; echo "status $?"
--- stdout
Breakpoint 1 at issue
status 2
a
status 2
--- stderr
stdin: 'commands' without 'end'
Undefined command: "bogus".  Try "help".
stdin:2: command failed: bogus
