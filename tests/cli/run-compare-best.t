# compare --best: one column per policy, per trace the swept value with the most IPC (Best-SWL); gto, which swl.limit does not change, keeps its name; a last table names the values picked; 1..4 is 1,2,3,4
cmd: warpscope compare -c configs/tiny.cfg -p gto,swl -s swl.limit=1..4 --best demo:bfs demo:kmeans
--- stdout
cycles (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             711048         0.846x
demo:kmeans         8334705         0.346x
geomean             2434415         0.541x

IPC (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             1.2391         1.183x
demo:kmeans          0.8322         2.890x
geomean              1.0155         1.849x
hmean                0.9957         1.679x

L1 miss rate (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.8062         0.970x
demo:kmeans          1.0000         1.000x
geomean              0.8979         0.985x

L2 hit rate (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.4528         1.340x
demo:kmeans          0.1990         4.202x
geomean              0.3002         2.373x

RBL (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             0.7919         0.957x
demo:kmeans          0.9695         0.976x
geomean              0.8762         0.967x

BLP (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs             1.7807         0.931x
demo:kmeans          1.9292         0.818x
geomean              1.8535         0.872x

L1 MPKI (first column absolute, others relative to it)
trace                   gto       swl/best
demo:bfs           133.5160         0.970x
demo:kmeans        120.5058         1.000x
geomean            126.8442         0.985x

best swl.limit per trace (most IPC; "any": no value changed the cycles)
trace                   gto       swl/best
demo:bfs                any              4
demo:kmeans             any              2
--- stderr
