// kmeans.cu — our CUDA rendering of Rodinia kmeans' kmeansPoint kernel (the
// point-to-nearest-centre assignment), matching warpscope's generator
// src/gen/kmeans.c: one thread per point, 256 threads per CTA, features read from
// global memory in the un-transposed row-major layout [point][feature] (the generator
// models that layout; Rodinia reads a transposed copy through a texture), cluster
// centres in constant memory (Rodinia sizes the table for 32 centres of 34 features),
// single-precision squared distance, the nearest centre's index stored to membership.
// Rodinia's optional block-level delta/centre reductions are compiled out by default
// and are not in the generator, so they are not here either.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include <cfloat>

#include "gen_loops.h"

#define KM_MAX_CLUSTERS 32
#define KM_MAX_FEATURES 34

__constant__ float centres[KM_MAX_CLUSTERS * KM_MAX_FEATURES];

extern "C" __global__ void kmeans_point(const float *features, int nfeatures, int npoints,
                                        int nclusters, int *membership)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;   // block 256 (KM_BLOCK)
    if (p >= npoints)
        return;
    const float *row = features + (size_t)p * nfeatures;
    float best = FLT_MAX;
    int nearest = 0;
    GEN_ROLLED
    for (int c = 0; c < nclusters; c++) {
        float d = 0.0f;
        GEN_ROLLED
        for (int f = 0; f < nfeatures; f++) {
            float diff = row[f] - centres[c * nfeatures + f];
            d += diff * diff;
        }
        if (d < best) {
            best = d;
            nearest = c;
        }
    }
    membership[p] = nearest;
}
