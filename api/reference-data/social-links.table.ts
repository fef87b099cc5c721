export interface SocialLinksTable {
  id: number;
  name: string;
  url: string;
  icon: string;
  position: number;
}
