// Catalogue icon names → icons. The Record type makes a new icon in the Rust
// `Icon` enum a type error here until it is mapped.
import type { Icon as IconName } from "@/generated/types";
import {
  Award, BadgePoundSterling, Bath, Briefcase, Building, Cable, Camera, Car, ClipboardCheck, Clock, CloudRain, Drill, Droplets,
  Factory, Fence, Flame, Gauge, GraduationCap, Hammer, HardHat, Heart, House, Key, Landmark, Layers, Leaf, Lightbulb, MapPin,
  Paintbrush, Phone, Plug, Ruler, Search, ShieldCheck, ShowerHead, Sparkles, Star, Store, Sun, Thermometer, Trees, TriangleAlert,
  Truck, Users, Utensils, Warehouse, Waves, Wind, Wrench, Zap, type LucideIcon,
} from "lucide-react";

export const icons: Record<IconName, LucideIcon> = {
  wrench: Wrench, droplets: Droplets, flame: Flame, zap: Zap, "shield-check": ShieldCheck, house: House, building: Building,
  thermometer: Thermometer, hammer: Hammer, bath: Bath, "shower-head": ShowerHead, utensils: Utensils, paintbrush: Paintbrush,
  ruler: Ruler, search: Search, waves: Waves, gauge: Gauge, clock: Clock, "cloud-rain": CloudRain, layers: Layers, wind: Wind,
  plug: Plug, lightbulb: Lightbulb, cable: Cable, car: Car, key: Key, "graduation-cap": GraduationCap, landmark: Landmark,
  store: Store, briefcase: Briefcase, "hard-hat": HardHat, drill: Drill, camera: Camera, "triangle-alert": TriangleAlert,
  phone: Phone, sparkles: Sparkles, leaf: Leaf, trees: Trees, fence: Fence, sun: Sun, warehouse: Warehouse, factory: Factory,
  "clipboard-check": ClipboardCheck, star: Star, "badge-pound-sterling": BadgePoundSterling, users: Users, "map-pin": MapPin,
  truck: Truck, award: Award, heart: Heart,
};

export function CatalogueIcon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  const Cmp = icons[name];
  return <Cmp className={className} aria-hidden="true" />;
}

/** SPEC 2 (area page): the key-service icon chosen by words in its name. */
export function keyServiceIcon(name: string): IconName {
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
