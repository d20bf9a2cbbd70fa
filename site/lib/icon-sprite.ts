// The one SVG sprite every public page draws its icons from (/icons.svg,
// written at build time by app/icons.svg/route.ts). Each page then carries a
// short <use href="/icons.svg#name"> per icon instead of the icon's whole
// drawing, once in the HTML and again in the RSC payload: about a quarter of a
// service page's bytes before. The drawings are lucide's own (its icon nodes),
// so the icons look exactly as they did with lucide-react's components.
import { __iconNode as arrowLeft } from "lucide-react/icons/arrow-left";
import { __iconNode as arrowRight } from "lucide-react/icons/arrow-right";
import { __iconNode as award } from "lucide-react/icons/award";
import { __iconNode as badgeCheck } from "lucide-react/icons/badge-check";
import { __iconNode as badgePoundSterling } from "lucide-react/icons/badge-pound-sterling";
import { __iconNode as bath } from "lucide-react/icons/bath";
import { __iconNode as bookOpen } from "lucide-react/icons/book-open";
import { __iconNode as briefcase } from "lucide-react/icons/briefcase";
import { __iconNode as building } from "lucide-react/icons/building";
import { __iconNode as building2 } from "lucide-react/icons/building-2";
import { __iconNode as cable } from "lucide-react/icons/cable";
import { __iconNode as calendarCheck } from "lucide-react/icons/calendar-check";
import { __iconNode as calendarDays } from "lucide-react/icons/calendar-days";
import { __iconNode as camera } from "lucide-react/icons/camera";
import { __iconNode as car } from "lucide-react/icons/car";
import { __iconNode as chevronDown } from "lucide-react/icons/chevron-down";
import { __iconNode as circleCheck } from "lucide-react/icons/circle-check";
import { __iconNode as clipboardCheck } from "lucide-react/icons/clipboard-check";
import { __iconNode as clock } from "lucide-react/icons/clock";
import { __iconNode as cloudRain } from "lucide-react/icons/cloud-rain";
import { __iconNode as drill } from "lucide-react/icons/drill";
import { __iconNode as droplets } from "lucide-react/icons/droplets";
import { __iconNode as externalLink } from "lucide-react/icons/external-link";
import { __iconNode as factory } from "lucide-react/icons/factory";
import { __iconNode as fence } from "lucide-react/icons/fence";
import { __iconNode as fileText } from "lucide-react/icons/file-text";
import { __iconNode as flame } from "lucide-react/icons/flame";
import { __iconNode as gauge } from "lucide-react/icons/gauge";
import { __iconNode as graduationCap } from "lucide-react/icons/graduation-cap";
import { __iconNode as hammer } from "lucide-react/icons/hammer";
import { __iconNode as hardHat } from "lucide-react/icons/hard-hat";
import { __iconNode as heart } from "lucide-react/icons/heart";
import { __iconNode as house } from "lucide-react/icons/house";
import { __iconNode as key } from "lucide-react/icons/key";
import { __iconNode as landmark } from "lucide-react/icons/landmark";
import { __iconNode as layers } from "lucide-react/icons/layers";
import { __iconNode as leaf } from "lucide-react/icons/leaf";
import { __iconNode as lightbulb } from "lucide-react/icons/lightbulb";
import { __iconNode as loaderCircle } from "lucide-react/icons/loader-circle";
import { __iconNode as mail } from "lucide-react/icons/mail";
import { __iconNode as mapPin } from "lucide-react/icons/map-pin";
import { __iconNode as menu } from "lucide-react/icons/menu";
import { __iconNode as messageCircle } from "lucide-react/icons/message-circle";
import { __iconNode as paintbrush } from "lucide-react/icons/paintbrush";
import { __iconNode as phone } from "lucide-react/icons/phone";
import { __iconNode as phoneCall } from "lucide-react/icons/phone-call";
import { __iconNode as plug } from "lucide-react/icons/plug";
import { __iconNode as ruler } from "lucide-react/icons/ruler";
import { __iconNode as search } from "lucide-react/icons/search";
import { __iconNode as send } from "lucide-react/icons/send";
import { __iconNode as shieldCheck } from "lucide-react/icons/shield-check";
import { __iconNode as showerHead } from "lucide-react/icons/shower-head";
import { __iconNode as siren } from "lucide-react/icons/siren";
import { __iconNode as sparkles } from "lucide-react/icons/sparkles";
import { __iconNode as star } from "lucide-react/icons/star";
import { __iconNode as store } from "lucide-react/icons/store";
import { __iconNode as sun } from "lucide-react/icons/sun";
import { __iconNode as tag } from "lucide-react/icons/tag";
import { __iconNode as thermometer } from "lucide-react/icons/thermometer";
import { __iconNode as timer } from "lucide-react/icons/timer";
import { __iconNode as trees } from "lucide-react/icons/trees";
import { __iconNode as triangleAlert } from "lucide-react/icons/triangle-alert";
import { __iconNode as truck } from "lucide-react/icons/truck";
import { __iconNode as user } from "lucide-react/icons/user";
import { __iconNode as users } from "lucide-react/icons/users";
import { __iconNode as utensils } from "lucide-react/icons/utensils";
import { __iconNode as warehouse } from "lucide-react/icons/warehouse";
import { __iconNode as waves } from "lucide-react/icons/waves";
import { __iconNode as wind } from "lucide-react/icons/wind";
import { __iconNode as wrench } from "lucide-react/icons/wrench";
import { __iconNode as x } from "lucide-react/icons/x";
import { __iconNode as zap } from "lucide-react/icons/zap";

type IconNode = [tag: string, attrs: Record<string, string>][];

export const iconNodes = {
  "arrow-left": arrowLeft,
  "arrow-right": arrowRight,
  award,
  "badge-check": badgeCheck,
  "badge-pound-sterling": badgePoundSterling,
  bath,
  "book-open": bookOpen,
  briefcase,
  building,
  "building-2": building2,
  cable,
  "calendar-check": calendarCheck,
  "calendar-days": calendarDays,
  camera,
  car,
  "chevron-down": chevronDown,
  "circle-check": circleCheck,
  "clipboard-check": clipboardCheck,
  clock,
  "cloud-rain": cloudRain,
  drill,
  droplets,
  "external-link": externalLink,
  factory,
  fence,
  "file-text": fileText,
  flame,
  gauge,
  "graduation-cap": graduationCap,
  hammer,
  "hard-hat": hardHat,
  heart,
  house,
  key,
  landmark,
  layers,
  leaf,
  lightbulb,
  "loader-circle": loaderCircle,
  mail,
  "map-pin": mapPin,
  menu,
  "message-circle": messageCircle,
  paintbrush,
  phone,
  "phone-call": phoneCall,
  plug,
  ruler,
  search,
  send,
  "shield-check": shieldCheck,
  "shower-head": showerHead,
  siren,
  sparkles,
  star,
  store,
  sun,
  tag,
  thermometer,
  timer,
  trees,
  "triangle-alert": triangleAlert,
  truck,
  user,
  users,
  utensils,
  warehouse,
  waves,
  wind,
  wrench,
  x,
  zap,
} satisfies Record<string, IconNode>;

export type SpriteName = keyof typeof iconNodes;

const escapeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The sprite document: one <symbol> per icon. Stroke and fill are not set
 * here but inherited from the page's <svg class="icon">, so a page can still
 * fill an icon (the reviews' stars) with a class.
 */
export function spriteSvg(nodes: Record<string, IconNode> = iconNodes): string {
  const symbols = Object.entries(nodes).map(([name, node]) => {
    const shapes = node
      .map(
        ([tag, attrs]) =>
          `<${tag}${Object.entries(attrs)
            .filter(([k]) => k !== "key")
            .map(([k, v]) => ` ${k}="${escapeAttr(String(v))}"`)
            .join("")}/>`,
      )
      .join("");
    return `<symbol id="${escapeAttr(name)}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
