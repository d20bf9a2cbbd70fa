"use client";
// The 'Our work' filters: a service and an area. The filtering itself is CSS
// (lib/work-filter.ts's `workFilterCss`: a card whose service or area is not
// the one selected is hidden), so the selects work without JavaScript too. With JavaScript the
// choice is read from and written to the URL (?service=&area=, like the
// blog's), and the number of jobs shown is announced.
import { useEffect, useId, useState } from "react";

import { ALL, filtersFromSearch, searchFromFilters, type Filters, type Option } from "@/lib/work-filter";

export function WorkFilters({
  services,
  areas,
  jobs,
}: {
  services: Option[];
  areas: Option[];
  /** Each job's service and area, to count what the filters leave. */
  jobs: Filters[];
}) {
  const uid = useId();
  const [filters, setFilters] = useState<Filters>({ service: ALL, area: ALL });

  // The static HTML knows no query: read it once, after hydration.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilters(filtersFromSearch(window.location.search, services, areas));
  }, [services, areas]);

  function update(next: Filters) {
    setFilters(next);
    const url = `${window.location.pathname}${searchFromFilters(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  }

  const shown = jobs.filter(
    (j) =>
      (filters.service === ALL || j.service === filters.service) && (filters.area === ALL || j.area === filters.area),
  ).length;
  const fields: { field: keyof Filters; label: string; all: string; options: Option[] }[] = [
    { field: "service", label: "Service", all: "All services", options: services },
    { field: "area", label: "Area", all: "All areas", options: areas },
  ];
  return (
    <form role="search" aria-label="Filter our work" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      {fields.map(({ field, label, all, options }) => (
        <label key={field} className="block text-sm font-semibold text-ink" htmlFor={`${uid}-${field}`}>
          {label}
          <select
            id={`${uid}-${field}`}
            name={field}
            value={filters[field]}
            onChange={(e) => update({ ...filters, [field]: e.target.value })}
            className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-white px-3 text-ink"
          >
            <option value={ALL}>{all}</option>
            {options.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <p role="status" className="text-sm text-muted sm:pb-3">
        {shown === jobs.length
          ? `${jobs.length} ${jobs.length === 1 ? "job" : "jobs"}`
          : shown === 0
            ? "No jobs match: choose another service or area."
            : `${shown} of ${jobs.length} jobs`}
      </p>
    </form>
  );
}
