; The Windows installer of the bundle (Inno Setup 6): per user, no administrator
; rights, into %LOCALAPPDATA%\Programs\Scorekeeper; a Start menu entry for
; scorekeeper-window.exe; version information from pyproject's version, given as
;   iscc /DAppVersion=0.1.0 packaging\windows\scorekeeper.iss
; (.github/workflows/bundle.yml). No UPX anywhere (PyInstaller's upx=False; Inno
; Setup compresses with LZMA2 only): packed programs are what antivirus flags first.
#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z
#endif

[Setup]
AppId={{5B0F3E53-8E5B-4C1A-9D57-3A0D6F1C2E71}
AppName=Scorekeeper
AppVersion={#AppVersion}
AppVerName=Scorekeeper {#AppVersion}
AppPublisher=Scorekeeper
AppPublisherURL=https://github.com/trickscorekeeper/scorekeeper
AppUpdatesURL=https://github.com/trickscorekeeper/scorekeeper/releases
VersionInfoVersion={#AppVersion}
VersionInfoProductVersion={#AppVersion}
VersionInfoDescription=Scorekeeper installer
VersionInfoCompany=Scorekeeper
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\Scorekeeper
DefaultGroupName=Scorekeeper
DisableProgramGroupPage=yes
UninstallDisplayIcon={app}\scorekeeper-window.exe
LicenseFile=..\..\LICENSE
OutputDir=..\..\dist
OutputBaseFilename=Scorekeeper-{#AppVersion}-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"
Name: "hungarian"; MessagesFile: "compiler:Languages\Hungarian.isl"
Name: "finnish"; MessagesFile: "compiler:Languages\Finnish.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; Flags: unchecked

[Files]
Source: "..\..\dist\scorekeeper\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Scorekeeper"; Filename: "{app}\scorekeeper-window.exe"
Name: "{autodesktop}\Scorekeeper"; Filename: "{app}\scorekeeper-window.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\scorekeeper-window.exe"; Description: "{cm:LaunchProgram,Scorekeeper}"; Flags: nowait postinstall skipifsilent
