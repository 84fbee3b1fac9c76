import { LANDING_TEXTS } from '@morphic/contracts';
import osBanner from '../../../assets/os-banner.svg';
import worldBanner from '../../../assets/world-banner.svg';
import classes from './Landing.module.css';

export function OsBanner() {
  return (
    <figure className={`${classes.banner} ${classes.osBanner}`} data-testid="banner-os">
      <img className={classes.bannerImage} src={osBanner} alt="" />
      <figcaption className={classes.bannerContent}>
        <h2 className={classes.bannerTitle}>{LANDING_TEXTS.osBannerTitle}</h2>
        <p className={classes.bannerText}>
          One system for sequences of paid projects: the Cluster Scheduler splits company work into
          missions, Morphic Forge hosts them, and operators and squads deliver them.
        </p>
      </figcaption>
    </figure>
  );
}

export function WorldBanner() {
  return (
    <figure className={`${classes.banner} ${classes.worldBanner}`} data-testid="banner-world">
      <img className={classes.bannerImage} src={worldBanner} alt="" />
      <figcaption className={classes.bannerContent}>
        <h2 className={classes.worldTitle}>{LANDING_TEXTS.worldBannerTitle}</h2>
        <p className={classes.worldLines}>
          {LANDING_TEXTS.worldBannerLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      </figcaption>
    </figure>
  );
}
