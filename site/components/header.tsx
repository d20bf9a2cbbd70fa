"use client";
// Sticky header (brief 2): desktop links, the Services and Areas menus and the
// mobile slide-in panel. Menus follow the disclosure-navigation pattern
// (decision 21): hover opens after 200 ms and closes 150 ms after the pointer
// leaves, a neighbouring menu opens at once within a 300 ms skip window, and
// click, Enter, Space and Escape work from the keyboard. The mobile panel is a
// chunk of its own (components/mobile-menu.tsx), fetched when the visitor
// first points at, touches or focuses the menu button.
import { useCallback, useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { ChevronDown, Menu, MessageCircle, Phone } from "@/components/icons";
import type { MenuColumn } from "@/lib/menu";
import { OpenNow } from "@/components/open-now";

export const OPEN_DELAY = 200;
export const CLOSE_DELAY = 150;
export const SKIP_WINDOW = 300;

type Props = {
  brand: string;
  tagline: string;
  phoneDisplay: string;
  telHref: string;
  chatHref: string;
  services: MenuColumn[];
  areas: MenuColumn[];
  areasLinkLabel: string;
  /** The plain opening hours, shown until the 'open now' line is computed. */
  hours: string;
};

const links = [
  { label: "Home", href: "/" },
  { label: "Emergency", href: "/emergency" },
  { label: "Blog", href: "/blog" },
  { label: "Reviews", href: "/reviews" },
  { label: "Contact", href: "/contact" },
];

// Not React.lazy: a Suspense boundary may hold back content it reveals for a
// moment, and a panel already fetched should open on the click itself.
const loadMobileMenu = () => import("@/components/mobile-menu");
type MobileMenuComponent = Awaited<ReturnType<typeof loadMobileMenu>>["MobileMenu"];

const isActive = (path: string, href: string) =>
  href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);

export function Header(props: Props) {
  const path = usePathname() ?? "/";
  const [open, setOpen] = useState<"services" | "areas" | null>(null);
  const [mobile, setMobile] = useState(false);
  // The panel's component once its chunk has arrived.
  const [MobileMenu, setMobileMenu] = useState<MobileMenuComponent | null>(null);
  const openTimer = useRef<number | undefined>(undefined);
  const closeTimer = useRef<number | undefined>(undefined);
  const lastClosed = useRef(0);
  const buttons = { services: useRef<HTMLButtonElement>(null), areas: useRef<HTMLButtonElement>(null) };
  const mobileButton = useRef<HTMLButtonElement>(null);

  const clear = () => {
    window.clearTimeout(openTimer.current);
    window.clearTimeout(closeTimer.current);
  };
  const close = useCallback(() => {
    setOpen((o) => {
      if (o) lastClosed.current = Date.now();
      return null;
    });
  }, []);

  const pointerEnter = (menu: "services" | "areas") => {
    clear();
    // Within the skip window after a menu closed, or while another is open, switch at once.
    // A pointer handler, not render: the compiler rule mistakes it for render code.
    // eslint-disable-next-line react-hooks/purity
    if (open || Date.now() - lastClosed.current < SKIP_WINDOW) setOpen(menu);
    else openTimer.current = window.setTimeout(() => setOpen(menu), OPEN_DELAY);
  };
  const pointerLeave = () => {
    clear();
    closeTimer.current = window.setTimeout(close, CLOSE_DELAY);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      if (open) {
        const b = buttons[open].current;
        close();
        b?.focus();
      }
      if (mobile) {
        setMobile(false);
        mobileButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, mobile, close]);

  const menu = (
    key: "services" | "areas",
    label: string,
    columns: MenuColumn[],
    footer: { label: string; href: string },
  ) => (
    <li
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && pointerEnter(key)}
      onPointerLeave={(e) => e.pointerType === "mouse" && pointerLeave()}
    >
      <button
        ref={buttons[key]}
        type="button"
        aria-expanded={open === key}
        aria-controls={open === key ? `menu-${key}` : undefined}
        onClick={() => {
          clear();
          setOpen((o) => (o === key ? null : key));
        }}
        className={`inline-flex items-center gap-1 rounded-md px-2 py-2 text-[0.95rem] xl:px-3 font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive(path, `/${key}`) ? "text-brand-700" : "text-ink"}`}
      >
        {label}
        <ChevronDown
          className={`h-4 w-4 transition-transform ${open === key ? "rotate-180" : ""}`}
          aria-hidden="true"
        />
      </button>
      {/* Rendered only while open: ~150 links fewer for every page to parse and hydrate. */}
      {open === key && (
        <div
          id={`menu-${key}`}
          data-menu={key}
          className="absolute left-1/2 top-full z-50 mt-2 w-[min(56rem,90vw)] -translate-x-1/2 rounded-2xl border border-line bg-white p-6 shadow-2xl"
        >
          <div className={`grid gap-6 ${columns.length > 3 ? "grid-cols-5" : "grid-cols-3"}`}>
            {columns.map((c) => (
              <div key={c.title}>
                <p className="mb-2 text-xs font-bold uppercase tracking-wide text-accent-700">{c.title}</p>
                <ul className="space-y-1.5">
                  {c.links.map((l) => (
                    <li key={l.href}>
                      <a
                        href={l.href}
                        className="text-sm text-slate-700 hover:text-brand-700 hover:underline"
                        aria-current={path === l.href ? "page" : undefined}
                      >
                        {l.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <a
            href={footer.href}
            className="mt-6 inline-block font-semibold text-brand-700 hover:underline"
            aria-current={path === footer.href ? "page" : undefined}
          >
            {footer.label} →
          </a>
        </div>
      )}
    </li>
  );

  const mobileLinks = [
    links[0],
    { label: "Services", href: "/services" },
    links[1],
    { label: "Areas", href: "/areas" },
    links[2],
    links[3],
    links[4],
  ].map((l) => ({ ...l, current: isActive(path, l.href) }));

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to main content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a href="/" className="flex shrink-0 items-center gap-2">
          <span
            className="grid h-9 w-9 place-items-center rounded-lg bg-brand-700 text-lg font-black text-white"
            aria-hidden="true"
          >
            K
          </span>
          <span className="leading-tight">
            <span className="block whitespace-nowrap text-lg font-extrabold tracking-tight text-brand-900">
              {props.brand}
            </span>
            <span className="hidden text-xs text-muted sm:block lg:hidden 2xl:block">{props.tagline}</span>
          </span>
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <a href="/" aria-current={path === "/" ? "page" : undefined} className="nav-link">
                Home
              </a>
            </li>
            {menu("services", "Services", props.services, { label: "View All Services", href: "/services" })}
            {menu("areas", "Areas", props.areas, { label: props.areasLinkLabel, href: "/areas" })}
            {links.slice(1).map((l) => (
              <li key={l.href}>
                <a href={l.href} aria-current={isActive(path, l.href) ? "page" : undefined} className="nav-link">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={props.telHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-accent-600 px-3 font-semibold text-white hover:bg-accent-700 sm:px-4"
          >
            <Phone className="h-5 w-5" aria-hidden="true" />
            <span className="hidden flex-col leading-tight sm:flex">
              <span className="whitespace-nowrap">{props.phoneDisplay}</span>
              {/* On wide screens the office's state under the number (empty until
                  computed), without the emergency clause, which would not fit: the
                  Emergency link is beside it, and the full line is in the menu. */}
              <OpenNow short className="hidden whitespace-nowrap text-xs font-medium xl:inline-flex" />
            </span>
            <span className="sm:hidden">Call</span>
          </a>
          <a
            href={props.chatHref}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden min-h-11 items-center gap-2 rounded-lg bg-whatsapp-600 px-3 font-semibold text-white hover:bg-whatsapp-700 md:inline-flex lg:hidden xl:inline-flex"
            aria-label="WhatsApp (opens in a new tab)"
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" />
            <span className="hidden 2xl:inline">WhatsApp</span>
          </a>
          {/* Without JavaScript the button below cannot open its panel, so a
              link to every page stands in for it (globals.css hides the button
              when this link exists, which it does only with scripts off). */}
          <noscript>
            <a
              href="/sitemap"
              className="menu-link inline-grid h-11 w-11 place-items-center rounded-lg border border-line lg:hidden"
            >
              <Menu className="h-6 w-6" aria-hidden="true" />
              <span className="sr-only">Menu: every page</span>
            </a>
          </noscript>
          <button
            ref={mobileButton}
            type="button"
            className="menu-button inline-grid h-11 w-11 place-items-center rounded-lg border border-line lg:hidden"
            aria-label="Open menu"
            aria-expanded={mobile}
            aria-controls="mobile-menu"
            // Fetch the panel's code as the finger or pointer comes down, so it
            // is usually there by the click.
            onPointerDown={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() =>
              loadMobileMenu().then(
                (m) => {
                  setMobileMenu(() => m.MobileMenu);
                  setMobile(true);
                },
                // Offline since the page loaded: the menu cannot open, and says why in the console.
                (error) => console.error("The menu could not be loaded:", error),
              )
            }
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      {mobile && MobileMenu && (
        <MobileMenu
          brand={props.brand}
          links={mobileLinks}
          telHref={props.telHref}
          phoneDisplay={props.phoneDisplay}
          hours={props.hours}
          onClose={(returnFocus) => {
            setMobile(false);
            if (returnFocus) mobileButton.current?.focus();
          }}
        />
      )}
    </header>
  );
}
