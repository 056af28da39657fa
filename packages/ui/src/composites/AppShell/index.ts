export {
  AppShell,
  mainMenu,
  supportChatUrl,
  type AppShellLinkProps,
  type AppShellProps,
  type MainMenuHrefs,
  type NavItem,
  type RenderLink,
} from './AppShell';
export { BrandLogo, type BrandLogoProps } from './BrandLogo';
