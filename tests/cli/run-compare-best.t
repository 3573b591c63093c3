# compare --best: one column per policy, per trace the swept value with the most IPC (Best-SWL); gto, which swl.limit does not change, keeps its name; a last table names the values picked; 1..4 is 1,2,3,4
cmd: warpscope compare -c configs/tiny.cfg -p gto,swl -s swl.limit=1..4 --best demo:bfs demo:kmeans
--- stdout
cycles (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             546542         0.866x
demo:kmeans         4564785         0.458x
geomean             1579508         0.630x

IPC (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             1.6121         1.154x
demo:kmeans          1.5195         2.184x
geomean              1.5651         1.588x
hmean                1.5644         1.511x

L1 miss rate (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.8195         0.924x
demo:kmeans          1.0000         1.000x
geomean              0.9053         0.961x

L2 hit rate (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.5097         1.194x
demo:kmeans          0.4787         2.066x
geomean              0.4940         1.571x

RBL (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.5696         0.894x
demo:kmeans          0.7874         1.022x
geomean              0.6697         0.956x

BLP (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             1.8626         0.926x
demo:kmeans          1.5414         1.071x
geomean              1.6944         0.996x

L1 MPKI (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs            75.9842         0.924x
demo:kmeans        120.4681         1.000x
geomean             95.6748         0.961x

best swl.limit per trace (most IPC; "any": no value changed the cycles)
trace                   gto       swl/best
demo:bfs                any              3
demo:kmeans             any              1
--- stderr
