export {
  AppShell,
  defaultNavItems,
  supportChatUrl,
  type AppShellLinkProps,
  type AppShellProps,
  type NavItem,
  type RenderLink,
} from './AppShell';
export { BrandLogo, type BrandLogoProps } from './BrandLogo';
