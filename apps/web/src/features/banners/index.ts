// What other features may use of the banners: the carousel home shows the server's banners in.
export { BannerCarousel } from './banner-carousel';
