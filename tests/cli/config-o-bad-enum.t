# an enum value not in the list
cmd: warpscope config -o icnt.topology=ring
status: 2
--- stdout
--- stderr
warpscope: -o icnt.topology=ring: icnt.topology = 'ring': expected one of crossbar|mesh|local
