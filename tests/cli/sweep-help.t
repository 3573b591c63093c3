# sweep --help names the engines, the results directory's files and resumption
cmd: warpscope sweep --help
--- stdout-has
usage: warpscope sweep -d DIR -p P1,P2,...
--engine E
parallel: GNU parallel runs the jobs
slurm: write DIR/sweep.sbatch, a job array whose task N runs
--run-job N DIR
Resumable: a job whose status is 0 and whose stats.json exists
--- stderr
