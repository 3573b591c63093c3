# run with a misspelt policy: a suggestion and the list; exit 2
cmd: warpscope run -c configs/tiny.cfg -p gt demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: sched.policy = 'gt': unknown policy (did you mean 'gto'? known: lrr, gto, tl, tla, swl, cta, cta-loc, cta-blp, owl, ccws, pro, ctaa)
