# expression errors: unknown name, syntax, types, division by zero
cmd: for e in 'nosuch' '1 +' 'ipc % 2' 'cycle / 0' 'sm[1.5].ipc' 'cycle cycle'; do warpscope debug --batch -ex "print $e" demo:vecadd; echo "status $?"; done
--- stdout
status 2
status 2
status 2
status 2
status 2
status 2
--- stderr
print: 'nosuch': unknown name
print: column 4: expected a number, a name, '(' , '-' or '!' at the end
print: operator % needs integers, got a float on the left
print: division by zero
print: index of 'sm' must be an integer, got 1.5
print: column 7: expected an operator or the end of the expression, got 'cycle'
