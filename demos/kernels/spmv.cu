// spmv.cu — our CUDA rendering of the scalar CSR sparse matrix-vector product (one
// thread per row, as in Bell & Garland's csr_scalar kernel and SHOC's spmv), matching
// warpscope's generator src/gen/spmv.c: 256 threads per CTA; a row reads its two
// row_ptr entries, then per nonzero col[jj], val[jj] and x[col[jj]] (plain global
// loads, no texture), accumulating in single precision, and stores y[row].
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

extern "C" __global__ void spmv_csr_scalar(int rows, const int *row_ptr, const int *col,
                                           const float *val, const float *x, float *y)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;   // block 256 (SP_BLOCK)
    if (r >= rows)
        return;
    int begin = row_ptr[r], end = row_ptr[r + 1];
    float acc = 0.0f;
    GEN_ROLLED
    for (int jj = begin; jj < end; jj++)
        acc += val[jj] * x[col[jj]];
    y[r] = acc;
}
