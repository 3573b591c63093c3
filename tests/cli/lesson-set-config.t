# set config NAME loads a whole preset (a lesson needs no -c); an unknown one is an error
cmd: warpscope debug --batch -ex 'show sm.count' -ex 'set config tiny' -ex 'show sm.count' -ex 'show sched.policy' -ex 'set config no-such-preset'
status: 2
--- stdout-has
sm.count = 2
--- stderr-has
set config: 
no-such-preset
