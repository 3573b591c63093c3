# compare --help names --explain
cmd: warpscope compare --help
--- stdout-has
      --explain A,B    instead: run policies A and B on each trace in lockstep and
--- stderr
