# run with an unknown policy: the message lists the policies; exit 2
cmd: warpscope run -c configs/tiny.cfg -p bogus demo:vecadd
status: 2
--- stdout
--- stderr
warpscope: sched.policy = 'bogus': unknown policy (known: lrr, gto, tl, tla, swl, cta, cta-loc, cta-blp, owl, ccws, pro, ctaa)
