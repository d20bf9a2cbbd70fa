// Icons, drawn from the site's sprite (/icons.svg, lib/icon-sprite.ts): each is
// a two-element <svg><use/></svg>, named as lucide names them so pages write
// <Phone className="h-5 w-5" aria-hidden="true" /> as before. Decorative only:
// every icon is aria-hidden; the text beside it carries the meaning.
import type { Icon as CatalogueIconName } from "@/generated/types";
import type { SpriteName } from "@/lib/icon-sprite";

export const SPRITE_URL = "/icons.svg";

export type IconProps = { className?: string; "aria-hidden"?: boolean | "true" };
export type Icon = (props: IconProps) => React.JSX.Element;

/** An icon by its sprite name; the .icon base style (globals.css) gives lucide's stroke and 24 px size. */
export function SpriteIcon({ name, className }: { name: SpriteName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} aria-hidden="true">
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

function spriteIcon(name: SpriteName): Icon {
  const Named = ({ className }: IconProps) => <SpriteIcon name={name} className={className} />;
  return Named;
}

export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const Award = spriteIcon("award");
export const BadgeCheck = spriteIcon("badge-check");
export const BadgePoundSterling = spriteIcon("badge-pound-sterling");
export const Bath = spriteIcon("bath");
export const BookOpen = spriteIcon("book-open");
export const Briefcase = spriteIcon("briefcase");
export const Building = spriteIcon("building");
export const Building2 = spriteIcon("building-2");
export const Cable = spriteIcon("cable");
export const CalendarCheck = spriteIcon("calendar-check");
export const CalendarDays = spriteIcon("calendar-days");
export const Camera = spriteIcon("camera");
export const Car = spriteIcon("car");
export const ChevronDown = spriteIcon("chevron-down");
export const CircleCheck = spriteIcon("circle-check");
export const ClipboardCheck = spriteIcon("clipboard-check");
export const Clock = spriteIcon("clock");
export const CloudRain = spriteIcon("cloud-rain");
export const Drill = spriteIcon("drill");
export const Droplets = spriteIcon("droplets");
export const ExternalLink = spriteIcon("external-link");
export const Factory = spriteIcon("factory");
export const Fence = spriteIcon("fence");
export const FileText = spriteIcon("file-text");
export const Flame = spriteIcon("flame");
export const Gauge = spriteIcon("gauge");
export const GraduationCap = spriteIcon("graduation-cap");
export const Hammer = spriteIcon("hammer");
export const HardHat = spriteIcon("hard-hat");
export const Heart = spriteIcon("heart");
export const House = spriteIcon("house");
export const Key = spriteIcon("key");
export const Landmark = spriteIcon("landmark");
export const Layers = spriteIcon("layers");
export const Leaf = spriteIcon("leaf");
export const Lightbulb = spriteIcon("lightbulb");
export const LoaderCircle = spriteIcon("loader-circle");
export const Mail = spriteIcon("mail");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const Paintbrush = spriteIcon("paintbrush");
export const Phone = spriteIcon("phone");
export const PhoneCall = spriteIcon("phone-call");
export const Plug = spriteIcon("plug");
export const Ruler = spriteIcon("ruler");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const ShieldCheck = spriteIcon("shield-check");
export const ShowerHead = spriteIcon("shower-head");
export const Siren = spriteIcon("siren");
export const Sparkles = spriteIcon("sparkles");
export const Star = spriteIcon("star");
export const Store = spriteIcon("store");
export const Sun = spriteIcon("sun");
export const Tag = spriteIcon("tag");
export const Thermometer = spriteIcon("thermometer");
export const Timer = spriteIcon("timer");
export const Trees = spriteIcon("trees");
export const TriangleAlert = spriteIcon("triangle-alert");
export const Truck = spriteIcon("truck");
export const User = spriteIcon("user");
export const Users = spriteIcon("users");
export const Utensils = spriteIcon("utensils");
export const Warehouse = spriteIcon("warehouse");
export const Waves = spriteIcon("waves");
export const Wind = spriteIcon("wind");
export const Wrench = spriteIcon("wrench");
export const X = spriteIcon("x");
export const Zap = spriteIcon("zap");

// A catalogue icon name (the Rust `Icon` enum) is a sprite name: a new icon
// there is a type error here until lib/icon-sprite.ts draws it.
export function CatalogueIcon({ name, className = "h-6 w-6" }: { name: CatalogueIconName; className?: string }) {
  return <SpriteIcon name={name} className={className} />;
}

/** Brief 2 (area page): the key-service icon chosen by words in its name. */
export function keyServiceIcon(name: string): CatalogueIconName {
  const n = name.toLowerCase();
  if (n.includes("emergency")) return "triangle-alert";
  if (n.includes("electrical")) return "zap";
  if (n.includes("gas")) return "flame";
  if (n.includes("heating")) return "thermometer";
  if (/luxury|premium|executive/.test(n)) return "sparkles";
  if (/commercial|business|community/.test(n)) return "building";
  if (n.includes("quality")) return "award";
  return "wrench";
}
