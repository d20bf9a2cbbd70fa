// lucide-react exports each icon's module at lucide-react/icons/<name> (its
// package.json "exports"), but ships no types for them: the sprite only needs
// the drawing, the module's __iconNode.
declare module "lucide-react/icons/*" {
  export const __iconNode: [tag: string, attrs: Record<string, string>][];
}
