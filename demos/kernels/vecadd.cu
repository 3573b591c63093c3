// vecadd.cu — our CUDA rendering of the CUDA SDK sample vectorAdd's kernel, matching
// warpscope's generator src/gen/vecadd.c: one thread per element, 256 threads per
// CTA, C[i] = A[i] + B[i] in single precision, threads past n do nothing.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).

extern "C" __global__ void vecadd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;   // block 256 (VA_BLOCK)
    if (i >= n)
        return;
    c[i] = a[i] + b[i];
}
