/* plot_svg.c — warpscope's own SVG writer: grouped bars (the papers' normalised-IPC and
 * miss-rate figures) and stacked time-series panels, as standalone SVG 1.1 documents.
 * Coordinates are printed with two decimals and nothing depends on the clock or the
 * locale's defaults beyond "C" formatting, so the same figure gives the same bytes.
 * Each bar carries data-group/data-series attributes and a <title> (its value), and
 * each axis tick a class, so that tests and tools can read the figure back. */
#include "plot.h"

#include <math.h>
#include <string.h>

/* Okabe-Ito colours (distinguishable with colour-vision deficiencies); bars cycle. */
static const char *const svg_colour[] = { "#0072B2", "#E69F00", "#009E73", "#CC79A7",
                                          "#56B4E9", "#D55E00", "#F0E442", "#000000" };
#define SVG_NCOLOUR ((int)(sizeof svg_colour / sizeof svg_colour[0]))
#define SVG_FONT "font-family=\"sans-serif\" font-size=\"12\""

/* s as XML character data or attribute value. */
static void svg_esc(FILE *f, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        case '\'': fputs("&apos;", f); break;
        default:
            /* control characters are not allowed in XML 1.0 */
            fputc((unsigned char)*s < 0x20 && *s != '\t' ? '?' : *s, f);
        }
    }
}

/* An axis from lo to hi (lo <= 0 <= hi after widening) in steps of a 1-2-5 multiple of
 * a power of ten, about five of them; dec: decimals its labels need. */
struct svg_axis { double lo, hi, step; int dec; };

static struct svg_axis svg_axis(double lo, double hi)
{
    struct svg_axis a;
    if (!(hi > lo))
        hi = lo + 1;
    double raw = (hi - lo) / 5, p = pow(10, floor(log10(raw)));
    double m = raw / p;
    a.step = (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
    a.lo = floor(lo / a.step + 1e-9) * a.step;
    a.hi = ceil(hi / a.step - 1e-9) * a.step;
    a.dec = a.step >= 1 ? 0 : (int)ceil(-log10(a.step) - 1e-9);
    return a;
}

/* Horizontal grid lines and tick labels of axis a over the box x0..x1, y top..bottom. */
static void svg_yticks(FILE *f, const struct svg_axis *a, double x0, double x1, double top,
                       double bottom)
{
    int n = (int)floor((a->hi - a->lo) / a->step + 0.5);
    for (int i = 0; i <= n; i++) {
        double v = a->lo + i * a->step;
        if (fabs(v) < a->step * 1e-9)
            v = 0;   /* no "-0" */
        double y = bottom - (v - a->lo) / (a->hi - a->lo) * (bottom - top);
        fprintf(f, "<line class=\"grid\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                "stroke=\"#dddddd\"/>\n", x0, y, x1, y);
        fprintf(f, "<text class=\"ytick\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"end\" "
                "dominant-baseline=\"middle\" " SVG_FONT ">%.*f</text>\n", x0 - 6, y, a->dec, v);
    }
}

static void svg_begin(FILE *f, double w, double h, const char *title)
{
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%.0f\" "
            "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\">\n", w, h, w, h);
    fputs("<title>", f);
    svg_esc(f, title);
    fputs("</title>\n", f);
    fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%.0f\" height=\"%.0f\" fill=\"#ffffff\"/>\n", w, h);
    fprintf(f, "<text class=\"title\" x=\"%.2f\" y=\"22\" text-anchor=\"middle\" "
            "font-family=\"sans-serif\" font-size=\"15\" font-weight=\"bold\">", w / 2);
    svg_esc(f, title);
    fputs("</text>\n", f);
}

void plot_svg_bars(FILE *f, const struct plot_bars *b)
{
    const double bw = 16, gap = 22, top = 44, ph = 260;
    double lo = 0, hi = b->ref > 0 ? b->ref : 0;
    size_t glen = 0, slen = 0;
    for (int i = 0; i < b->ngroups * b->nseries; i++)
        if (!isnan(b->v[i])) {
            lo = fmin(lo, b->v[i]);
            hi = fmax(hi, b->v[i]);
        }
    for (int g = 0; g < b->ngroups; g++)
        glen = strlen(b->group[g]) > glen ? strlen(b->group[g]) : glen;
    for (int s = 0; s < b->nseries; s++)
        slen = strlen(b->series[s]) > slen ? strlen(b->series[s]) : slen;
    if (glen > 48)
        glen = 48;
    struct svg_axis a = svg_axis(lo, hi);
    double gw = b->nseries * bw + gap;
    double pw = fmax(b->ngroups * gw, 240);
    /* group labels longer than their group are turned 35 degrees, ending under the
     * group: about 5.4 px to the left and 3.8 px down per character (12 px sans) */
    bool rotate = glen * 6.5 > gw;
    double left = rotate ? fmax(76, glen * 5.4 - gw / 2 + 8) : 76;
    double below = rotate ? 22 + glen * 3.8 : 26;
    size_t nlen = 0;   /* the note's longest ';'-separated part */
    for (const char *p = b->note; p && *p; ) {
        size_t n = strcspn(p, ";");
        nlen = n > nlen ? n : nlen;
        p += n + (p[n] == ';');
    }
    double legx = left + pw + 24, legw = 34 + (double)slen * 7.2;
    double w = legx + fmax(legw, (double)nlen * 6.2) + 12;
    double h = top + ph + below + 30;
    double bottom = top + ph;
    svg_begin(f, w, h, b->title);
    svg_yticks(f, &a, left, left + pw, top, bottom);
#define SVG_Y(v) (bottom - ((v) - a.lo) / (a.hi - a.lo) * ph)
    double y0 = SVG_Y(0.0);
    for (int g = 0; g < b->ngroups; g++) {
        double gx = left + g * gw + gap / 2;
        if (b->mean_group && g == b->ngroups - 1)
            fprintf(f, "<line class=\"mean-sep\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                    "stroke=\"#888888\" stroke-dasharray=\"4 3\"/>\n", gx - gap / 2, top,
                    gx - gap / 2, bottom);
        for (int s = 0; s < b->nseries; s++) {
            double v = b->v[g * b->nseries + s], x = gx + s * bw;
            if (isnan(v)) {
                fprintf(f, "<text class=\"na\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\" "
                        "font-family=\"sans-serif\" font-size=\"8\">n/a</text>\n", x + bw / 2,
                        y0 - 3);
                continue;
            }
            double y = SVG_Y(v);
            fprintf(f, "<rect class=\"bar\" data-group=\"");
            svg_esc(f, b->group[g]);
            fputs("\" data-series=\"", f);
            svg_esc(f, b->series[s]);
            fprintf(f, "\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"%s\">"
                    "<title>", x, fmin(y, y0), bw - 2, fabs(y0 - y), svg_colour[s % SVG_NCOLOUR]);
            svg_esc(f, b->group[g]);
            fputs(", ", f);
            svg_esc(f, b->series[s]);
            fprintf(f, ": %.4f</title></rect>\n", v);
        }
        double cx = gx + b->nseries * bw / 2;
        char lab[52];
        snprintf(lab, sizeof lab, "%s", b->group[g]);
        if (rotate)
            fprintf(f, "<text class=\"group\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"end\" "
                    "transform=\"rotate(-35 %.2f %.2f)\" " SVG_FONT ">", cx, bottom + 14, cx,
                    bottom + 14);
        else
            fprintf(f, "<text class=\"group\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\" "
                    SVG_FONT ">", cx, bottom + 18);
        svg_esc(f, lab);
        fputs("</text>\n", f);
    }
    if (b->ref > 0 && b->ref <= a.hi)
        fprintf(f, "<line class=\"ref\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                "stroke=\"#000000\" stroke-dasharray=\"6 3\"/>\n", left, SVG_Y(b->ref),
                left + pw, SVG_Y(b->ref));
#undef SVG_Y
    fprintf(f, "<line class=\"axis\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
            "stroke=\"#000000\"/>\n", left, y0, left + pw, y0);
    fprintf(f, "<line class=\"axis\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
            "stroke=\"#000000\"/>\n", left, top, left, bottom);
    fprintf(f, "<text class=\"ylabel\" x=\"16\" y=\"%.2f\" text-anchor=\"middle\" "
            "transform=\"rotate(-90 16 %.2f)\" " SVG_FONT ">", top + ph / 2, top + ph / 2);
    svg_esc(f, b->ylabel);
    fputs("</text>\n", f);
    for (int s = 0; s < b->nseries; s++) {   /* the legend */
        double y = top + 4 + s * 18;
        fprintf(f, "<rect class=\"swatch\" x=\"%.2f\" y=\"%.2f\" width=\"12\" height=\"12\" "
                "fill=\"%s\"/>\n", legx, y, svg_colour[s % SVG_NCOLOUR]);
        fprintf(f, "<text class=\"legend\" x=\"%.2f\" y=\"%.2f\" " SVG_FONT ">", legx + 18,
                y + 10);
        svg_esc(f, b->series[s]);
        fputs("</text>\n", f);
    }
    if (b->note) {   /* one line per ';'-separated part */
        double y = top + 16 + b->nseries * 18;
        fprintf(f, "<text class=\"note\" x=\"%.2f\" y=\"%.2f\" font-family=\"sans-serif\" "
                "font-size=\"11\">", legx, y);
        for (const char *p = b->note; *p; ) {
            const char *e = strchr(p, ';');
            size_t n = e ? (size_t)(e - p) : strlen(p);
            char part[256];
            snprintf(part, sizeof part, "%.*s", (int)(n < 255 ? n : 255), p);
            fprintf(f, "<tspan x=\"%.2f\" dy=\"%s\">", legx, p == b->note ? "0" : "14");
            svg_esc(f, part);
            fputs("</tspan>", f);
            p += n;
            while (*p == ';' || *p == ' ')
                p++;
        }
        fputs("</text>\n", f);
    }
    fputs("</svg>\n", f);
}

void plot_svg_series(FILE *f, const struct plot_series *s)
{
    const double left = 76, right = 24, top = 44, ph = 130, sep = 34, pw = 680;
    double w = left + pw + right;
    double h = top + s->npanels * (ph + sep) + 26;
    double xmax = 0;
    for (int i = 0; i < s->n; i++)
        xmax = fmax(xmax, s->x0[i] + s->w[i]);
    struct svg_axis xa = svg_axis(0, xmax);
    double xspan = xmax > 0 ? xmax : 1;   /* the last interval ends at the right edge */
    svg_begin(f, w, h, s->title);
#define SVG_X(v) (left + (v) / xspan * pw)
    for (int p = 0; p < s->npanels; p++) {
        double pt = top + p * (ph + sep), pb = pt + ph;
        double hi = 0;
        for (int i = 0; i < s->n; i++)
            hi = fmax(hi, s->y[p][i]);
        struct svg_axis a = svg_axis(0, hi);
        fprintf(f, "<g class=\"panel\" data-panel=\"");
        svg_esc(f, s->panel[p]);
        fputs("\">\n", f);
        svg_yticks(f, &a, left, left + pw, pt, pb);
        fprintf(f, "<text class=\"panel-name\" x=\"%.2f\" y=\"%.2f\" font-family=\"sans-serif\" "
                "font-size=\"12\" font-weight=\"bold\">", left + 6, pt - 6);
        svg_esc(f, s->panel[p]);
        fputs("</text>\n", f);
        /* a step line: each interval's value held across its cycles */
        fprintf(f, "<polyline class=\"series\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.2\" "
                "points=\"", svg_colour[p % SVG_NCOLOUR]);
        for (int i = 0; i < s->n; i++) {
            double y = pb - (s->y[p][i] - a.lo) / (a.hi - a.lo) * ph;
            fprintf(f, "%s%.2f,%.2f %.2f,%.2f", i ? " " : "", SVG_X(s->x0[i]), y,
                    SVG_X(s->x0[i] + s->w[i]), y);
        }
        fputs("\"/>\n", f);
        fprintf(f, "<line class=\"axis\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                "stroke=\"#000000\"/>\n", left, pb, left + pw, pb);
        fprintf(f, "<line class=\"axis\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                "stroke=\"#000000\"/>\n", left, pt, left, pb);
        int n = (int)floor(xspan / xa.step + 1e-9);
        for (int i = 0; i <= n; i++) {
            double v = i * xa.step;
            fprintf(f, "<text class=\"xtick\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\" "
                    "font-family=\"sans-serif\" font-size=\"10\">%.*f</text>\n", SVG_X(v), pb + 12,
                    xa.dec, v);
        }
        fputs("</g>\n", f);
    }
#undef SVG_X
    fprintf(f, "<text class=\"xlabel\" x=\"%.2f\" y=\"%.2f\" text-anchor=\"middle\" " SVG_FONT
            ">", left + pw / 2, h - 8);
    svg_esc(f, s->xlabel);
    fputs("</text>\n", f);
    fputs("</svg>\n", f);
}
