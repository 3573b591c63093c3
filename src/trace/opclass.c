/* opclass.c — Accel-Sim's operation class of a SASS opcode for a trace binary version
 * (ws_opclass_of, ws_opclass_names): one table per opcode map of the peer (Kepler,
 * Pascal, Volta, Turing, Ampere) and warpscope's Hopper map (below), looked up by the
 * text before the first '.'.
 *
 * Source of every entry: measured on the peer (../shared/peer/accelsim, Accel-Sim
 * 73f9fac / GPGPU-Sim 667834cf) with tests/correlation/opclass-measure.sh; the tables
 * below are that script's `--c-table` output for tests/correlation/opclass-measured.tsv,
 * which records the evidence of each entry; tests/unit/test_opclass.c checks every row.
 * In short: an opcode is in a map when the peer does not abort with "ERROR: undefined
 * instruction"; its class is the latency line a dependent chain shows under a
 * trace.config whose lines all differ (a dependent instruction issues L+5 cycles after
 * its producer on QV100: MODEL-NOTES, calibration), or the memory traffic the chain
 * makes (load), or, for a chain that never ends, what the opcode does alone (ends the
 * warp: exit; writes memory: store; invalidates L1D, as MODEL-NOTES §6 says MEMBAR does:
 * membar); latency 1 with a CTA-wide wait is barrier.  Seven Kepler opcodes (LDSLK,
 * SUBFM, SUCLAMP, SUEAU, SULDGA; STSCUL, SUSTGA) are memory classes whose space the
 * peer's parser never sets, so the peer aborts on them when a lane is active; predicated
 * off, the first five free their register as a load does and the last two never, as a
 * store.  MODEL-NOTES states three of these facts and agrees: LDC is ALU-class (§0), TEX
 * is ALU-class on Pascal (§0), BRA is ALU-class on Pascal and the BRA unit from Volta on
 * (§2).
 *
 * What measurement cannot split: ALU_OP, INTP_OP, BRANCH_OP, CALL_OPS and RET_OPS take
 * the same -trace_opcode_latency_initiation_int line and the same unit (INT where the
 * config has INT units, else SP: MODEL-NOTES §3; measured, none of them shares the SP
 * unit with FFMA on QV100), so every such opcode is WS_OPC_ALU, and WS_OPC_INT,
 * WS_OPC_BRANCH and WS_OPC_CALL are never returned.  Nothing depends on the split in
 * any stock config.  What does matter where INT units exist (QV100, RTX2060, RTX3070)
 * and where the int and sp lines differ (RTX3070: int 2,2, sp 2,1) is int against sp,
 * and that is measured: the opcodes with the sp line are WS_OPC_SP (and share FFMA's
 * unit).  No opcode showed latency 1 without a barrier (NO_OP) or the tensor line
 * (HMMA and the other MMAs use specialized unit 3), so WS_OPC_NOP and WS_OPC_TENSOR are
 * not returned either; NOP itself is ALU-class.
 *
 * Binary versions: the peer knows 35 (Kepler map), 60 and 61 (Pascal), 70 (Volta), 75
 * (Turing), 80 and 86 (Ampere) and rejects the others; measured: 60's map holds 61's
 * opcodes and 80's 86's, with the same classes on a sample.  Other versions use the
 * nearest older map here: below 50 Kepler, 50-69 Pascal, 70-74 Volta, 75-79 Turing,
 * 80-89 Ampere (so sm_89 traces get Ampere's classes), 90 and above Hopper.
 *
 * Hopper (sm_90) is warpscope's own map, not the peer's: the peer has none (its run
 * wrapper refuses sm_90 traces), so nothing here is measured.  It is Ampere's map plus
 * the mnemonics that sm_90 adds (src/trace/opcodes.c), each given the class of the
 * Ampere opcode it extends: the warpgroup MMAs HGMMA, IGMMA, QGMMA and BGMMA the tensor
 * unit (spec3) as HMMA, IMMA and BMMA; the new uniform-datapath ops (UIMNMX,
 * USETMAXREG, UCGABAR_*, the TMA controls UTMACCTL, UTMACMDFLUSH, UTMAPF) the UDP unit
 * (spec4) as the other U* ops; the TMA and bulk copies UTMALDG and UBLKCP load and
 * UTMASTG store, as LDGSTS and STG; STAS and STSM store, as STS; REDG load, as RED;
 * VIADD, VIMNMX, VIADDMNMX and VIMNMX3 alu, as IADD3 and IMNMX; VHMNMX sp, as HMNMX2;
 * and the synchronisation ops whose waits are not modelled (SYNCS, WARPGROUP,
 * WARPGROUPDEPBAR, ELECT, FENCE, ACQBULK, ARRIVES, CGAERRBAR, ENDCOLLECTIVE) alu, as
 * DEPBAR, ERRBAR and VOTE are in the peer's maps.  opclass-measure.sh's --c-table
 * does not print this table: keep it when pasting the measured ones.
 *
 * Opcodes not in the version's map (the peer itself would reject the trace) get the
 * coarse class of ws_opcode_classify (src/trace/opcodes.c): SFU sfu, DP dp, memory
 * store for a store and load otherwise (atomics are loads in every map), BAR barrier,
 * EXIT exit, anything else, known or not, alu. */
#include "warpscope/trace.h"

#include <stdlib.h>
#include <string.h>

const char *const ws_opclass_names[WS_OPC_COUNT] = {
    [WS_OPC_ALU] = "alu",         [WS_OPC_INT] = "int",       [WS_OPC_SP] = "sp",
    [WS_OPC_DP] = "dp",           [WS_OPC_SFU] = "sfu",       [WS_OPC_TENSOR] = "tensor",
    [WS_OPC_LOAD] = "load",       [WS_OPC_STORE] = "store",   [WS_OPC_BRANCH] = "branch",
    [WS_OPC_CALL] = "call",       [WS_OPC_BARRIER] = "barrier", [WS_OPC_MEMBAR] = "membar",
    [WS_OPC_EXIT] = "exit",       [WS_OPC_NOP] = "nop",       [WS_OPC_SPEC1] = "spec1",
    [WS_OPC_SPEC2] = "spec2",     [WS_OPC_SPEC3] = "spec3",   [WS_OPC_SPEC4] = "spec4",
};

/* One opcode of a map.  Invariant: each table is sorted by name (strcmp) without
 * duplicates, as ws_opclass_of's bsearch needs (tests/unit/test_opclass.c checks it). */
struct opclass_def {
    const char *name;
    uint8_t cls;   /* enum ws_opclass */
};

#define AL WS_OPC_ALU
#define IN WS_OPC_INT
#define SP WS_OPC_SP
#define DP WS_OPC_DP
#define SF WS_OPC_SFU
#define TC WS_OPC_TENSOR
#define LD WS_OPC_LOAD
#define ST WS_OPC_STORE
#define BR WS_OPC_BRANCH
#define CA WS_OPC_CALL
#define BA WS_OPC_BARRIER
#define MB WS_OPC_MEMBAR
#define EX WS_OPC_EXIT
#define NO WS_OPC_NOP
#define S1 WS_OPC_SPEC1
#define S2 WS_OPC_SPEC2
#define S3 WS_OPC_SPEC3
#define S4 WS_OPC_SPEC4

static const struct opclass_def opc_kepler[] = {   /* sm_35: 102 */
    { "ATOM", LD }, { "B2R", AL }, { "BAR", BA }, { "BFE", AL }, { "BFI", AL },
    { "BPT", AL }, { "BRA", AL }, { "BRK", AL }, { "BRX", AL }, { "CAL", AL },
    { "CCTL", AL }, { "CCTLL", AL }, { "CONT", AL }, { "CSET", AL }, { "CSETP", AL },
    { "DADD", DP }, { "DFMA", DP }, { "DMNMX", DP }, { "DMUL", DP }, { "DSET", DP },
    { "DSETP", DP }, { "EXIT", EX }, { "F2F", AL }, { "F2I", AL }, { "FADD", SP },
    { "FADD32I", SP }, { "FCHK", SP }, { "FCMP", SP }, { "FFMA", SP }, { "FFMA32I", SP },
    { "FLO", AL }, { "FMNMX", SP }, { "FMUL", SP }, { "FMUL32I", SP }, { "FSET", SP },
    { "FSETP", SP }, { "FSWZ", SP }, { "I2F", AL }, { "I2I", AL }, { "IADD", AL },
    { "IADD32I", AL }, { "ICMP", AL }, { "IMAD", AL }, { "IMADSP", AL }, { "IMNMX", AL },
    { "IMUL", AL }, { "IMUL32I", AL }, { "ISAD", AL }, { "ISCADD", AL },
    { "ISCADD32I", AL }, { "ISET", AL }, { "ISETP", AL }, { "ISUB", AL }, { "JCAL", AL },
    { "JMP", AL }, { "JMX", AL }, { "LD", LD }, { "LDC", AL }, { "LDG", LD },
    { "LDL", LD }, { "LDS", LD }, { "LDSLK", LD }, { "LOP", AL }, { "LOP32I", AL },
    { "MEMBAR", MB }, { "MOV", AL }, { "MOV32I", AL }, { "MUFU", SF }, { "NOP", AL },
    { "P2R", AL }, { "PBK", AL }, { "PCNT", AL }, { "POPC", AL }, { "PRET", AL },
    { "PRMT", AL }, { "PSET", AL }, { "PSETP", AL }, { "R2P", AL }, { "RED", LD },
    { "RET", AL }, { "RRO", SP }, { "S2R", AL }, { "SEL", AL }, { "SHF", AL },
    { "SHFL", AL }, { "SHL", AL }, { "SHR", AL }, { "SSY", AL }, { "ST", ST },
    { "STL", ST }, { "STS", ST }, { "STSCUL", ST }, { "SUBFM", LD }, { "SUCLAMP", LD },
    { "SUEAU", LD }, { "SULDGA", LD }, { "SUSTGA", ST }, { "TEX", AL }, { "TLD", AL },
    { "TLD4", AL }, { "TXQ", AL }, { "VOTE", AL },
};
static const struct opclass_def opc_pascal[] = {   /* sm_61: 152 */
    { "ATOM", LD }, { "ATOMG", LD }, { "ATOMS", LD }, { "B2R", AL }, { "BAR", BA },
    { "BFE", AL }, { "BFI", AL }, { "BMOV", AL }, { "BMSK", AL }, { "BPT", AL },
    { "BRA", AL }, { "BREAK", AL }, { "BREV", AL }, { "BRK", AL }, { "BRX", AL },
    { "BSSY", AL }, { "BSYNC", AL }, { "CAL", AL }, { "CALL", AL }, { "CCTL", AL },
    { "CCTLL", AL }, { "CCTLT", AL }, { "CONT", AL }, { "CS2R", AL }, { "CSET", AL },
    { "CSETP", AL }, { "CSMTEST", AL }, { "DADD", DP }, { "DEPBAR", AL }, { "DFMA", DP },
    { "DMNMX", DP }, { "DMUL", DP }, { "DSET", DP }, { "DSETP", DP }, { "ERRBAR", AL },
    { "EXIT", EX }, { "F2F", AL }, { "F2I", AL }, { "FADD", SP }, { "FADD32I", SP },
    { "FCHK", SP }, { "FCMP", SP }, { "FFMA", SP }, { "FFMA32I", SP }, { "FLO", AL },
    { "FMNMX", SP }, { "FMUL", SP }, { "FMUL32I", SP }, { "FRND", AL }, { "FSEL", SP },
    { "FSET", SP }, { "FSETP", SP }, { "FSWZADD", SP }, { "GETLMEMBASE", AL },
    { "HADD2", SP }, { "HFMA2", SP }, { "HMUL2", SP }, { "HSET2", SP }, { "HSETP2", SP },
    { "I2F", AL }, { "I2I", AL }, { "I2IP", AL }, { "IABS", AL }, { "IADD", AL },
    { "IADD3", AL }, { "IADD32I", AL }, { "ICMP", AL }, { "IDP", AL }, { "IDP4A", AL },
    { "IMAD", AL }, { "IMADSP", AL }, { "IMMA", AL }, { "IMNMX", AL }, { "IMUL", AL },
    { "IMUL32I", AL }, { "ISCADD", AL }, { "ISCADD32I", AL }, { "ISET", AL },
    { "ISETP", AL }, { "JCAL", AL }, { "JMP", AL }, { "JMX", AL }, { "KILL", AL },
    { "LD", LD }, { "LDC", AL }, { "LDG", LD }, { "LDL", LD }, { "LDS", LD },
    { "LEA", AL }, { "LEPC", AL }, { "LOP", AL }, { "LOP3", AL }, { "LOP32I", AL },
    { "MATCH", AL }, { "MEMBAR", MB }, { "MOV", AL }, { "MOV32I", AL }, { "MUFU", SF },
    { "NANOSLEEP", AL }, { "NOP", AL }, { "P2R", AL }, { "PBK", AL }, { "PCNT", AL },
    { "PEXIT", AL }, { "PLOP3", AL }, { "PMTRIG", AL }, { "POPC", AL }, { "PRET", AL },
    { "PRMT", AL }, { "PSET", AL }, { "PSETP", AL }, { "QSPC", AL }, { "R2B", AL },
    { "R2P", AL }, { "RED", LD }, { "RET", AL }, { "RPCMOV", AL }, { "RRO", SP },
    { "RTT", AL }, { "S2R", AL }, { "SEL", AL }, { "SETCTAID", AL }, { "SETLMEMBASE", AL },
    { "SGXT", AL }, { "SHF", AL }, { "SHFL", AL }, { "SHL", AL }, { "SHR", AL },
    { "SSY", AL }, { "ST", ST }, { "STG", ST }, { "STL", ST }, { "STS", ST },
    { "SYNC", AL }, { "TEX", AL }, { "TEXS", AL }, { "TLD", AL }, { "TLD4", AL },
    { "TLD4S", AL }, { "TLDS", AL }, { "TMML", AL }, { "TXD", AL }, { "TXQ", AL },
    { "VABSDIFF", AL }, { "VABSDIFF4", AL }, { "VADD", AL }, { "VMNMX", AL },
    { "VOTE", AL }, { "VOTE_VTG", AL }, { "WARPSYNC", AL }, { "XMAD", AL },
    { "YIELD", AL },
};
static const struct opclass_def opc_volta[] = {   /* sm_70: 127 */
    { "ATOM", LD }, { "ATOMG", LD }, { "ATOMS", LD }, { "B2R", AL }, { "BAR", BA },
    { "BMOV", S1 }, { "BMSK", AL }, { "BPT", S1 }, { "BRA", S1 }, { "BREAK", S1 },
    { "BREV", AL }, { "BRX", S1 }, { "BSSY", S1 }, { "BSYNC", S1 }, { "CALL", S1 },
    { "CCTL", AL }, { "CCTLL", AL }, { "CCTLT", AL }, { "CS2R", AL }, { "CSMTEST", AL },
    { "DADD", DP }, { "DEPBAR", AL }, { "DFMA", DP }, { "DMUL", DP }, { "DSETP", DP },
    { "ERRBAR", AL }, { "EXIT", EX }, { "F2F", AL }, { "F2I", AL }, { "FADD", SP },
    { "FADD32I", SP }, { "FCHK", SP }, { "FFMA", SP }, { "FFMA32I", SP }, { "FLO", AL },
    { "FMNMX", SP }, { "FMUL", SP }, { "FMUL32I", SP }, { "FRND", AL }, { "FSEL", SP },
    { "FSET", SP }, { "FSETP", SP }, { "FSWZADD", SP }, { "GETLMEMBASE", AL },
    { "HADD2", SP }, { "HADD2_32I", SP }, { "HFMA2", SP }, { "HFMA2_32I", SP },
    { "HMMA", S3 }, { "HMUL2", SP }, { "HMUL2_32I", SP }, { "HSET2", SP },
    { "HSETP2", SP }, { "I2F", AL }, { "I2I", AL }, { "I2IP", AL }, { "IABS", AL },
    { "IADD", AL }, { "IADD3", AL }, { "IADD32I", AL }, { "IDP", AL }, { "IDP4A", AL },
    { "IMAD", AL }, { "IMMA", AL }, { "IMNMX", AL }, { "IMUL", AL }, { "IMUL32I", AL },
    { "ISCADD", AL }, { "ISCADD32I", AL }, { "ISETP", AL }, { "JMP", S1 }, { "JMX", S1 },
    { "KILL", S1 }, { "LD", LD }, { "LDC", AL }, { "LDG", LD }, { "LDL", LD },
    { "LDS", LD }, { "LEA", AL }, { "LEPC", AL }, { "LOP", AL }, { "LOP3", AL },
    { "LOP32I", AL }, { "MATCH", AL }, { "MEMBAR", MB }, { "MOV", AL }, { "MOV32I", AL },
    { "MUFU", SF }, { "NANOSLEEP", S1 }, { "NOP", AL }, { "P2R", AL }, { "PLOP3", AL },
    { "PMTRIG", AL }, { "POPC", AL }, { "PRMT", AL }, { "PSETP", AL }, { "QSPC", AL },
    { "R2B", AL }, { "R2P", AL }, { "RED", LD }, { "RET", S1 }, { "RPCMOV", S1 },
    { "RTT", S1 }, { "S2R", AL }, { "SEL", AL }, { "SETCTAID", AL }, { "SETLMEMBASE", AL },
    { "SGXT", AL }, { "SHF", AL }, { "SHFL", AL }, { "SHR", AL }, { "ST", ST },
    { "STG", ST }, { "STL", ST }, { "STS", ST }, { "TEX", S2 }, { "TLD", S2 },
    { "TLD4", S2 }, { "TMML", S2 }, { "TXD", S2 }, { "TXQ", S2 }, { "VABSDIFF", AL },
    { "VABSDIFF4", AL }, { "VOTE", AL }, { "VOTE_VTG", AL }, { "WARPSYNC", S1 },
    { "YIELD", S1 },
};
static const struct opclass_def opc_turing[] = {   /* sm_75: 165 */
    { "ATOM", LD }, { "ATOMG", LD }, { "ATOMS", LD }, { "B2R", AL }, { "BAR", BA },
    { "BMMA", S3 }, { "BMOV", S1 }, { "BMSK", AL }, { "BPT", S1 }, { "BRA", S1 },
    { "BREAK", S1 }, { "BREV", AL }, { "BRX", S1 }, { "BRXU", S1 }, { "BSSY", S1 },
    { "BSYNC", S1 }, { "CALL", S1 }, { "CCTL", AL }, { "CCTLL", AL }, { "CCTLT", AL },
    { "CS2R", AL }, { "CSMTEST", AL }, { "DADD", DP }, { "DEPBAR", AL }, { "DFMA", DP },
    { "DMUL", DP }, { "DSETP", DP }, { "ERRBAR", AL }, { "EXIT", EX }, { "F2F", AL },
    { "F2FP", AL }, { "F2I", AL }, { "FADD", SP }, { "FADD32I", SP }, { "FCHK", SP },
    { "FFMA", SP }, { "FFMA32I", SP }, { "FLO", AL }, { "FMNMX", SP }, { "FMUL", SP },
    { "FMUL32I", SP }, { "FRND", AL }, { "FSEL", SP }, { "FSET", SP }, { "FSETP", SP },
    { "FSWZADD", SP }, { "GETLMEMBASE", AL }, { "HADD2", SP }, { "HADD2_32I", SP },
    { "HFMA2", SP }, { "HFMA2_32I", SP }, { "HMMA", S3 }, { "HMUL2", SP },
    { "HMUL2_32I", SP }, { "HSET2", SP }, { "HSETP2", SP }, { "I2F", AL }, { "I2I", AL },
    { "I2IP", AL }, { "IABS", AL }, { "IADD", AL }, { "IADD3", AL }, { "IADD32I", AL },
    { "IDP", AL }, { "IDP4A", AL }, { "IMAD", AL }, { "IMMA", S3 }, { "IMNMX", AL },
    { "IMUL", AL }, { "IMUL32I", AL }, { "ISCADD", AL }, { "ISCADD32I", AL },
    { "ISETP", AL }, { "JMP", S1 }, { "JMX", S1 }, { "JMXU", S1 }, { "KILL", S3 },
    { "LD", LD }, { "LDC", AL }, { "LDG", LD }, { "LDL", LD }, { "LDS", LD },
    { "LDSM", LD }, { "LEA", AL }, { "LEPC", AL }, { "LOP", AL }, { "LOP3", AL },
    { "LOP32I", AL }, { "MATCH", AL }, { "MEMBAR", MB }, { "MOV", AL }, { "MOV32I", AL },
    { "MOVM", AL }, { "MUFU", SF }, { "NANOSLEEP", S1 }, { "NOP", AL }, { "P2R", AL },
    { "PLOP3", AL }, { "PMTRIG", AL }, { "POPC", AL }, { "PRMT", AL }, { "PSETP", AL },
    { "QSPC", AL }, { "R2B", AL }, { "R2P", AL }, { "R2UR", S4 }, { "RED", LD },
    { "RET", S1 }, { "RPCMOV", S1 }, { "RTT", S1 }, { "S2R", AL }, { "S2UR", S4 },
    { "SEL", AL }, { "SETCTAID", AL }, { "SETLMEMBASE", AL }, { "SGXT", AL },
    { "SHF", AL }, { "SHFL", AL }, { "SHL", AL }, { "SHR", AL }, { "ST", ST },
    { "STG", ST }, { "STL", ST }, { "STS", ST }, { "SUATOM", AL }, { "SULD", AL },
    { "SURED", AL }, { "SUST", AL }, { "TEX", S2 }, { "TLD", S2 }, { "TLD4", S2 },
    { "TMML", S2 }, { "TXD", S2 }, { "TXQ", S2 }, { "UBMSK", S4 }, { "UBREV", S4 },
    { "UCLEA", S4 }, { "UFLO", S4 }, { "UIADD3", S4 }, { "UIMAD", S4 }, { "UISETP", S4 },
    { "ULDC", S4 }, { "ULEA", S4 }, { "ULOP", S4 }, { "ULOP3", S4 }, { "ULOP32I", S4 },
    { "UMOV", S4 }, { "UP2UR", S4 }, { "UPLOP3", S4 }, { "UPOPC", S4 }, { "UPRMT", S4 },
    { "UPSETP", S4 }, { "UR2UP", S4 }, { "USEL", S4 }, { "USGXT", S4 }, { "USHF", S4 },
    { "USHL", S4 }, { "USHR", S4 }, { "VABSDIFF", AL }, { "VABSDIFF4", AL },
    { "VOTE", AL }, { "VOTEU", S4 }, { "VOTE_VTG", AL }, { "WARPSYNC", S1 },
    { "YIELD", S1 },
};
static const struct opclass_def opc_ampere[] = {   /* sm_86: 174 */
    { "ATOM", LD }, { "ATOMG", LD }, { "ATOMS", LD }, { "B2R", AL }, { "BAR", BA },
    { "BMMA", S3 }, { "BMOV", S1 }, { "BMSK", AL }, { "BPT", S1 }, { "BRA", S1 },
    { "BREAK", S1 }, { "BREV", AL }, { "BRX", S1 }, { "BRXU", S1 }, { "BSSY", S1 },
    { "BSYNC", S1 }, { "CALL", S1 }, { "CCTL", AL }, { "CCTLL", AL }, { "CCTLT", AL },
    { "CS2R", AL }, { "CSMTEST", AL }, { "DADD", DP }, { "DEPBAR", AL }, { "DFMA", DP },
    { "DMMA", S3 }, { "DMUL", DP }, { "DSETP", DP }, { "ERRBAR", AL }, { "EXIT", EX },
    { "F2F", AL }, { "F2FP", AL }, { "F2I", AL }, { "F2IP", AL }, { "FADD", SP },
    { "FADD32I", SP }, { "FCHK", SP }, { "FFMA", SP }, { "FFMA32I", SP }, { "FLO", AL },
    { "FMNMX", SP }, { "FMUL", SP }, { "FMUL32I", SP }, { "FRND", AL }, { "FSEL", SP },
    { "FSET", SP }, { "FSETP", SP }, { "FSWZADD", SP }, { "GETLMEMBASE", AL },
    { "HADD2", SP }, { "HADD2_32I", SP }, { "HFMA2", SP }, { "HFMA2_32I", SP },
    { "HMMA", S3 }, { "HMNMX2", SP }, { "HMUL2", SP }, { "HMUL2_32I", SP },
    { "HSET2", SP }, { "HSETP2", SP }, { "I2F", AL }, { "I2FP", AL }, { "I2I", AL },
    { "I2IP", AL }, { "IABS", AL }, { "IADD", AL }, { "IADD3", AL }, { "IADD32I", AL },
    { "IDP", AL }, { "IDP4A", AL }, { "IMAD", AL }, { "IMMA", S3 }, { "IMNMX", AL },
    { "IMUL", AL }, { "IMUL32I", AL }, { "ISCADD", AL }, { "ISCADD32I", AL },
    { "ISETP", AL }, { "JMP", S1 }, { "JMX", S1 }, { "JMXU", S1 }, { "KILL", S3 },
    { "LD", LD }, { "LDC", AL }, { "LDG", LD }, { "LDGDEPBAR", AL }, { "LDGSTS", LD },
    { "LDL", LD }, { "LDS", LD }, { "LDSM", LD }, { "LEA", AL }, { "LEPC", AL },
    { "LOP", AL }, { "LOP3", AL }, { "LOP32I", AL }, { "MATCH", AL }, { "MEMBAR", MB },
    { "MOV", AL }, { "MOV32I", AL }, { "MOVM", AL }, { "MUFU", SF }, { "NANOSLEEP", S1 },
    { "NOP", AL }, { "P2R", AL }, { "PLOP3", AL }, { "PMTRIG", AL }, { "POPC", AL },
    { "PRMT", AL }, { "PSETP", AL }, { "QSPC", AL }, { "R2B", AL }, { "R2P", AL },
    { "R2UR", S4 }, { "RED", LD }, { "REDUX", S4 }, { "RET", S1 }, { "RPCMOV", S1 },
    { "RTT", S1 }, { "S2R", AL }, { "S2UR", S4 }, { "SEL", AL }, { "SETCTAID", AL },
    { "SETLMEMBASE", AL }, { "SGXT", AL }, { "SHF", AL }, { "SHFL", AL }, { "SHL", AL },
    { "SHR", AL }, { "ST", ST }, { "STG", ST }, { "STL", ST }, { "STS", ST },
    { "SUATOM", AL }, { "SULD", AL }, { "SUQUERY", AL }, { "SURED", AL }, { "SUST", AL },
    { "TEX", S2 }, { "TLD", S2 }, { "TLD4", S2 }, { "TMML", S2 }, { "TXD", S2 },
    { "TXQ", S2 }, { "UBMSK", S4 }, { "UBREV", S4 }, { "UCLEA", S4 }, { "UF2FP", S4 },
    { "UFLO", S4 }, { "UIADD3", S4 }, { "UIMAD", S4 }, { "UISETP", S4 }, { "ULDC", S4 },
    { "ULEA", S4 }, { "ULOP", S4 }, { "ULOP3", S4 }, { "ULOP32I", S4 }, { "UMOV", S4 },
    { "UP2UR", S4 }, { "UPLOP3", S4 }, { "UPOPC", S4 }, { "UPRMT", S4 }, { "UPSETP", S4 },
    { "UR2UP", S4 }, { "USEL", S4 }, { "USGXT", S4 }, { "USHF", S4 }, { "USHL", S4 },
    { "USHR", S4 }, { "VABSDIFF", AL }, { "VABSDIFF4", AL }, { "VOTE", AL },
    { "VOTEU", S4 }, { "VOTE_VTG", AL }, { "WARPSYNC", S1 }, { "YIELD", S1 },
};

/* sm_90: what Hopper adds to Ampere's map (31 opcodes); every other opcode takes
 * Ampere's class (opclass_maps: base).  warpscope's, not measured (file comment). */
static const struct opclass_def opc_hopper[] = {
    { "ACQBULK", AL }, { "ARRIVES", AL }, { "BGMMA", S3 }, { "CGAERRBAR", AL },
    { "ELECT", AL }, { "ENDCOLLECTIVE", AL }, { "FENCE", AL }, { "HGMMA", S3 },
    { "IGMMA", S3 }, { "QGMMA", S3 }, { "REDG", LD }, { "STAS", ST }, { "STSM", ST },
    { "SYNCS", AL }, { "UBLKCP", LD }, { "UCGABAR_ARV", S4 }, { "UCGABAR_WAIT", S4 },
    { "UIMNMX", S4 }, { "USETMAXREG", S4 }, { "UTMACCTL", S4 }, { "UTMACMDFLUSH", S4 },
    { "UTMALDG", LD }, { "UTMAPF", S4 }, { "UTMASTG", ST }, { "VHMNMX", SP },
    { "VIADD", AL }, { "VIADDMNMX", AL }, { "VIMNMX", AL }, { "VIMNMX3", AL },
    { "WARPGROUP", AL }, { "WARPGROUPDEPBAR", AL },
};

#undef AL
#undef IN
#undef SP
#undef DP
#undef SF
#undef TC
#undef LD
#undef ST
#undef BR
#undef CA
#undef BA
#undef MB
#undef EX
#undef NO
#undef S1
#undef S2
#undef S3
#undef S4

/* A map: its own entries, then (base >= 0) the entries of map `base` it extends. */
struct opclass_map {
    const struct opclass_def *def;
    size_t n;
    int base;
};

#define MAP(t, b) { t, sizeof t / sizeof t[0], b }
static const struct opclass_map opclass_maps[] = {
    MAP(opc_kepler, -1), MAP(opc_pascal, -1), MAP(opc_volta, -1), MAP(opc_turing, -1),
    MAP(opc_ampere, -1), MAP(opc_hopper, 4),
};
#undef MAP

/* The map the peer uses for binary version v, or the nearest older one (file comment). */
static const struct opclass_map *opclass_map_of(uint32_t v)
{
    return &opclass_maps[v >= 90 ? 5 : v >= 80 ? 4 : v >= 75 ? 3 : v >= 70 ? 2 : v >= 50 ? 1 : 0];
}

static int opclass_cmp(const void *key, const void *elem)
{
    return strcmp(key, ((const struct opclass_def *)elem)->name);
}

/* Coarse class of an opcode outside the map, indexed by enum ws_unit (memory: below). */
static const uint8_t opclass_of_unit[WS_UNIT_COUNT] = {
    [WS_UNIT_ALU] = WS_OPC_ALU, [WS_UNIT_SFU] = WS_OPC_SFU, [WS_UNIT_MEM] = WS_OPC_LOAD,
    [WS_UNIT_BAR] = WS_OPC_BARRIER, [WS_UNIT_EXIT] = WS_OPC_EXIT, [WS_UNIT_DP] = WS_OPC_DP,
};

enum ws_opclass ws_opclass_of(const char *text, uint32_t binary_version)
{
    char first[32];
    size_t n = strcspn(text, ". \t");
    if (n > 0 && n < sizeof first) {
        const struct opclass_map *m = opclass_map_of(binary_version);
        const struct opclass_def *d;
        memcpy(first, text, n);
        first[n] = '\0';
        d = bsearch(first, m->def, m->n, sizeof m->def[0], opclass_cmp);
        if (!d && m->base >= 0) {
            m = &opclass_maps[m->base];
            d = bsearch(first, m->def, m->n, sizeof m->def[0], opclass_cmp);
        }
        if (d)
            return (enum ws_opclass)d->cls;
    }
    uint8_t unit, space, memop, width;
    if (!ws_opcode_classify(text, &unit, &space, &memop, &width) || unit >= WS_UNIT_COUNT)
        return WS_OPC_ALU;
    if (unit == WS_UNIT_MEM && memop == WS_MEMOP_STORE)
        return WS_OPC_STORE;
    return (enum ws_opclass)opclass_of_unit[unit];
}

/* For the tests: the i-th name of map `map` (0 Kepler .. 4 Ampere, 5 Hopper), NULL past
 * the end; Hopper's map holds only what it adds to Ampere's. */
const char *ws_opclass_table_name(unsigned map, size_t i)
{
    if (map >= sizeof opclass_maps / sizeof opclass_maps[0] || i >= opclass_maps[map].n)
        return NULL;
    return opclass_maps[map].def[i].name;
}
