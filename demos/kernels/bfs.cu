// bfs.cu — our CUDA rendering of Rodinia BFS, kernel 1 (the frontier expansion),
// matching warpscope's generator src/gen/bfs.c: one thread per node, 256 threads per
// CTA; a node whose mask is set clears it, reads its {first edge, edge count} pair
// (one 8-byte load), walks its own CSR edge list, and for every neighbour not yet
// visited writes cost[tid] + 1 to the neighbour's cost and raises its updating flag.
// Flags are bools (one byte), costs and edge targets 32-bit ints, as in Rodinia.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

struct BfsNode {
    int first;   // index of the node's first edge in the edge array
    int count;   // number of out-edges
};

extern "C" __global__ void bfs_kernel1(const BfsNode *nodes, const int *edges,
                                       bool *frontier, bool *updating,
                                       const bool *visited, int *cost, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;   // block 256 (BFS_BLOCK)
    if (v >= n || !frontier[v])
        return;
    frontier[v] = false;
    BfsNode me = nodes[v];
    int end = me.first + me.count;
    GEN_ROLLED
    for (int e = me.first; e < end; e++) {
        int u = edges[e];
        if (!visited[u]) {
            cost[u] = cost[v] + 1;
            updating[u] = true;
        }
    }
}
