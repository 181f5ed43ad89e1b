// The module every app receives when it imports 'react-router'. Shared modules are not
// tree-shaken, and all of react-router weighs 61 KB gzip; re-exporting what the site uses lets
// webpack shake the rest out of the one shared copy. Importing a name that is not listed here
// fails the workspace check `react-router-facade.test.js`: add the name here, then.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router-full';
