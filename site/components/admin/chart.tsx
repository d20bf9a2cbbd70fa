"use client";
// The daily chart of views, enquiries and calls and chats, drawn by uPlot. uPlot is loaded with
// import() when this chart first mounts, so neither the public pages nor the
// inbox's other screens download it. The same numbers are in a table beside
// it for screen readers, so the canvas itself is hidden from them.
import { useEffect, useRef, useState } from "react";
import type uPlotType from "uplot";
import "uplot/dist/uPlot.min.css";

type Day = { day: string; views: number; enquiries: number; calls: number; chats: number };

const VIEWS = "#1d5c86"; // brand-600
const ENQUIRIES = "#b4490b"; // accent-600
const CONTACTS = "#0f7a3f"; // whatsapp-600
const DAY_MONTH = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "Europe/London" });

export function DailyChart({ daily }: { daily: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlotType | null = null;
    let observer: ResizeObserver | null = null;
    let live = true;
    import("uplot")
      .then(({ default: UPlot }) => {
        if (!live) return;
        // Days at noon UTC, so a day never slides to its neighbour on the axis.
        const xs = daily.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000);
        const size = () => ({ width: Math.max(260, el.clientWidth), height: el.clientWidth < 500 ? 220 : 280 });
        plot = new UPlot(
          {
            ...size(),
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), "Europe/London"),
            scales: {
              x: { time: true },
              views: { auto: true, range: (_u, _min, max) => [0, Math.max(1, max)] },
              // Enquiries, and calls and chats, are counted on one axis: both are leads.
              leads: { auto: true, range: (_u, _min, max) => [0, Math.max(1, max)] },
            },
            axes: [
              // British dates ('26 Oct'), not uPlot's default month/day.
              {
                stroke: "#475569",
                grid: { stroke: "#e2e8f0" },
                values: (_u, splits) => splits.map((ts) => DAY_MONTH.format(new Date(ts * 1000))),
              },
              {
                scale: "views",
                stroke: VIEWS,
                grid: { stroke: "#e2e8f0" },
                values: (_u, vals) => vals.map((v) => (Number.isInteger(v) ? String(v) : "")),
              },
              {
                scale: "leads",
                side: 1,
                stroke: ENQUIRIES,
                grid: { show: false },
                values: (_u, vals) => vals.map((v) => (Number.isInteger(v) ? String(v) : "")),
              },
            ],
            series: [
              {},
              {
                label: "Views",
                scale: "views",
                stroke: VIEWS,
                width: 2,
                fill: "rgba(29,92,134,0.08)",
                points: { show: daily.length <= 31 },
              },
              { label: "Enquiries", scale: "leads", stroke: ENQUIRIES, width: 2, points: { show: true, size: 6 } },
              {
                label: "Calls and chats",
                scale: "leads",
                stroke: CONTACTS,
                width: 2,
                dash: [6, 4],
                points: { show: true, size: 5 },
              },
            ],
          },
          [xs, daily.map((d) => d.views), daily.map((d) => d.enquiries), daily.map((d) => d.calls + d.chats)],
          el,
        );
        observer = new ResizeObserver(() => plot?.setSize(size()));
        observer.observe(el);
        el.dataset.ready = "true";
      })
      .catch(() => live && setFailed("The chart could not be loaded. The table below has the same numbers."));
    return () => {
      live = false;
      observer?.disconnect();
      plot?.destroy();
      delete el.dataset.ready;
    };
  }, [daily]);

  return (
    <figure>
      <div className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-1 w-5 rounded bg-brand-600" /> Views (left)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-1 w-5 rounded bg-accent-600" /> Enquiries (right)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-1 w-5 rounded bg-whatsapp-600" /> Calls and chats (right)
        </span>
      </div>
      <div ref={box} className="daily-chart min-h-[220px] w-full" aria-hidden="true" />
      {failed && (
        <p role="alert" className="text-sm text-emergency-700">
          {failed}
        </p>
      )}
      <figcaption className="sr-only">
        Views, enquiries, and calls and chats per day; the table below lists the same numbers.
      </figcaption>
    </figure>
  );
}
